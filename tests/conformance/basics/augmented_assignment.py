lst = [1, 2]
alias = lst
lst += [3]
print(lst, alias, lst is alias)
t = (1, 2)
t2 = t
t += (3,)
print(t, t2, t is t2)
s = "ab"
s *= 3
print(s)
n = 10
n <<= 2; print(n)
n >>= 1; print(n)
n |= 1; print(n)
n &= 6; print(n)
n ^= 15; print(n)
d = {"a": [1]}
d["a"] += [2]
print(d)
class C:
    pass
c = C()
c.v = 1
c.v += 41
print(c.v)
arr = [0, 0, 0]
arr[1] += 5
arr[-1] -= 2
print(arr)
