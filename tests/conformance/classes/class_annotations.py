class Config:
    name: str
    retries: int = 3
    ratio: 'float' = 0.5
    items: list

print(Config.__annotations__, Config.retries, 'name' in vars(Config))

class Child(Config):
    extra: bool = True
print(Child.__annotations__)

class Empty:
    x = 1
print('__annotations__' in vars(Empty))

def make():
    T = dict
    class Local:
        field: T
    return Local
print(make().__annotations__)

class Cond:
    if True:
        a: int = 1
    for _ in range(1):
        b: str
print(Cond.__annotations__)
