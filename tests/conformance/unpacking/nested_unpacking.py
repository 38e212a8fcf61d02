data = [("alice", (30, "NY")), ("bob", (25, "LA"))]
for name, (age, city) in data:
    print(name, age, city)
(a, b), (c, d) = [1, 2], "xy"
print(a, b, c, d)
[p, q] = (5, 6)
print(p, q)
((x,),) = [[7]]
print(x)
pairs = {"k1": [1, 2], "k2": [3, 4]}
for key, (m, n) in pairs.items():
    print(key, m + n)
matrix = [[1, 2, 3], [4, 5, 6]]
(r1a, *r1rest), (r2a, *r2rest) = matrix
print(r1a, r1rest, r2a, r2rest)
