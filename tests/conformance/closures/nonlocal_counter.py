def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter()
inc(); inc(); inc(5)
print(get())
inc2, get2 = make_counter(100)
inc2()
print(get(), get2())
def accumulator():
    total = 0
    items = []
    def add(x):
        nonlocal total
        total += x
        items.append(x)
        return total, len(items)
    return add
acc = accumulator()
print(acc(10), acc(5), acc(-3))
