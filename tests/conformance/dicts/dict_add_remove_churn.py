# A dict used as a stack of keys added then removed (pprint's recursion guard does this)
# must keep finding absent keys: the removed entries' index slots are reused or cleared.
d = {k: k for k in range(6)}
for i in range(100, 5000):
    d[i] = 1
    del d[i]
print(12345 in d, len(d), list(d))
ids = {}
for i in range(3000):
    ids[id(i) + i] = True
    assert (id(i) + i) in ids
    del ids[id(i) + i]
    assert -1 not in ids
print(len(ids))
s = {j: None for j in range(40)}
for i in range(40, 4000):
    s[i] = None
    del s[i - 40]
print(len(s), min(s), max(s), 0 in s, 3999 in s)
