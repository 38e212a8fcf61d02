a = list(range(12))
del a[1:3]
print(a)
del a[::4]
print(a)
del a[-2:]
print(a)
del a[::-1]
print(a)
b = list("abcdef")
del b[10:]
del b[4:1]
print(b)
del b[5:0:-2]
print(b)
