def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"), greet("Bo", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))
def append_to(x, lst=[]):
    lst.append(x)
    return lst
print(append_to(1), append_to(2), append_to(3, []), append_to(4))
def safe_append(x, lst=None):
    if lst is None:
        lst = []
    lst.append(x)
    return lst
print(safe_append(1), safe_append(2))
counter = 5
def capture(v=counter):
    return v
counter = 10
print(capture())
