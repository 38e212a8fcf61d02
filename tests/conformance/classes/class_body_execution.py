print("before class")
class Registry:
    print("inside class body")
    items = []
    for i in range(3):
        items.append(i * i)
    total = sum(items)
    def method(self):
        return self.total
print("after class")
print(Registry.items, Registry.total, Registry().method())
def make_class(base_value):
    class Dynamic:
        value = base_value
        def get(self):
            return self.value
    return Dynamic
D1, D2 = make_class(1), make_class(2)
print(D1().get(), D2().get(), D1.__name__)
