from collections import UserDict, UserList, UserString

class Registry(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

r = Registry({'A': 1})
r['B'] = 2
r.update(C=3)
print(r, len(r), 'a' in r, r.get('zz', 0), sorted(r.keys()), r.data)
print(r.pop('a'), r.setdefault('d', 4), r == {'b': 2, 'c': 3, 'd': 4}, isinstance(r, UserDict))

class Missing(UserDict):
    def __missing__(self, key):
        return key * 2
m = Missing()
print(m['ab'], 'ab' in m)

class Stack(UserList):
    def push(self, x):
        self.append(x)
s = Stack([1, 2])
s.push(3)
print(s, s[0], s[-1], s[1:], type(s[1:]).__name__, len(s), s + [4], [0] + s, s * 2)
s.sort(reverse=True)
print(s, s.pop(), s.index(2), s.count(1), s == [2, 1], 2 in s)
u = UserString('hello')
print(u, len(u), u.upper(), type(u.upper()).__name__, u[1:3], u + '!', 'ell' in u)
