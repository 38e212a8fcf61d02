orig = [1, [2, 3], {"k": 4}]
shallow = orig.copy()
sliced = orig[:]
listed = list(orig)
shallow[0] = 99
shallow[1].append("shared")
print(orig, shallow)
print(sliced, listed)
print(orig[1] is shallow[1], orig is shallow)
def deep(x):
    if isinstance(x, list):
        return [deep(v) for v in x]
    if isinstance(x, dict):
        return {k: deep(v) for k, v in x.items()}
    return x
d = deep(orig)
d[1].append("only-deep")
print(orig[1], d[1])
