# A __hash__ result that fits a hash is used as it is: hash(obj) is what __hash__ returned, and an
# object hashing like a str finds it (and is found by it) in dicts and sets.
class Named:
    def __init__(self, name):
        self.name = name
    def __hash__(self):
        return hash(self.name)
    def __eq__(self, other):
        print('eq called')
        return other == self.name if isinstance(other, str) else other.name == self.name

k = Named('alpha')
print(hash(k) == hash('alpha'))
d = {k: 1}
print(d['alpha'], 'alpha' in d, d.get('alpha'))
s = {'alpha'}
print(Named('alpha') in s)

class Fixed:
    def __init__(self, h):
        self.h = h
    def __hash__(self):
        return self.h

for h in [0, 1, -1, -2, 2**61 - 1, 2**61, 2**62 + 12345, 2**63 - 1, -2**63, 2**63, -2**63 - 1,
          2**64 + 5, -(2**100), 10**30, True, False]:
    print(h if not isinstance(h, bool) else repr(h), hash(Fixed(h)))
print(hash(Fixed(2**63 - 1)) == 2**63 - 1, hash(Fixed(-2**63)) == -2**63)
