a = [[1], [2]]
b = a[:]
b.append([3])
b[0].append("shared")
print(a, b)
s = "text"
print(s[:] == s, s[::-1][::-1] == s)
c = a[::-1]
print(c, c[0] is a[1])
