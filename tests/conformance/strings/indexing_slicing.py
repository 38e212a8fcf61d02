s = "abcdefghij"
print(s[0], s[-1], s[3], s[-3])
print(s[2:5], s[:3], s[7:], s[-3:], s[:-3], s[:], s[::2], s[1::3], s[::-1], s[::-2], s[8:2:-2])
print(repr(s[5:2]), repr(s[20:]), s[-100:3], s[3:100])
print(s[1:-1], s[-1:-11:-1])
try:
    s[10]
except IndexError as e:
    print("IndexError:", e)
try:
    s[0] = "z"
except TypeError as e:
    print("TypeError:", e)
print(s[slice(2, 8, 3)], s[slice(None, None, -3)])
