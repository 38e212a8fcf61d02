t = tuple(range(10))
print(t[2:5], t[::-2], t[-3:], type(t[1:2]).__name__)
r = range(0, 50, 5)
print(r[2:5], list(r[2:5]), r[::-1], r[-3:], list(r[::3]))
b = b"abcdefgh"
print(b[1:4], b[::-1], b[-2:], b[::3])
print(list(range(10)[3:8:2]), range(10)[-1], range(100)[10:20][5])
