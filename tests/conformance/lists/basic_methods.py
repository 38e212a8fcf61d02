a = [3, 1, 2]
a.append(4)
print(a)
a.extend([5, 6])
a.extend((7,))
a.extend("ab")
print(a)
a.insert(0, "first")
a.insert(-1, "before-last")
a.insert(100, "end")
a.insert(-100, "start")
print(a)
a.remove("a")
print(a, a.pop(), a.pop(0), a.pop(-2), a)
print(a.index(2), a.index(5, 2), a.count(1), a.count("zz"))
b = a.copy()
b.reverse()
print(a, b, a is b)
b.clear()
print(b, len(b))
try:
    a.remove("missing")
except ValueError as e:
    print("ValueError:", e)
try:
    [].pop()
except IndexError as e:
    print("IndexError:", e)
try:
    a.index(99)
except ValueError as e:
    print("ValueError:", e)
