counter = 0
def incr():
    global counter
    counter += 1
    return counter
for _ in range(3):
    incr()
print(counter)
def make():
    global created
    created = "yes"
make()
print(created)
total = 100
def shadow():
    total = 5
    return total
print(shadow(), total)
def read_only():
    return total * 2
print(read_only())
items = []
def add(x):
    items.append(x)
add(1); add(2)
print(items)
