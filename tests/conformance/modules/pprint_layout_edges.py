import pprint, collections, dataclasses
@dataclasses.dataclass
class P:
    a: object
    b: object = None
b = bytes(range(65, 65+24))
for w in (10, 14, 15, 16, 17, 18, 20, 24, 30):
    print(w); pprint.pprint([b], width=w); pprint.pprint(b, width=w); pprint.pprint({'k': b, 'j': 1}, width=w); pprint.pprint([[b], 1], width=w)
b = b'\xd2mU\x15^\x8du\xeb\x16$a\x8e\x84\x85g\xa6'
for w in range(40, 80, 4):
    print(w); pprint.pprint([b], width=w); pprint.pprint([[b]], width=w)
D = collections.deque
for w in (1, 5, 12, 20):
    pprint.pprint(D([], maxlen=0), width=w); pprint.pprint(D(), width=w); pprint.pprint([D([], maxlen=4)], width=w, indent=4); pprint.pprint(D([], maxlen=3), width=w, indent=3)
    pprint.pprint(D([1], maxlen=3), width=w, indent=3); pprint.pprint(D([1]), width=w, indent=3)
    pprint.pprint(collections.OrderedDict(), width=w); pprint.pprint(collections.Counter(), width=w)
    pprint.pprint(collections.defaultdict(int), width=w)
    pprint.pprint([], width=w, indent=3); pprint.pprint({}, width=w, indent=3); pprint.pprint((), width=w, indent=3)
print(pprint.pformat(((1,),), depth=1), pprint.pformat([(1,)], depth=1), pprint.pformat(((1,2),), depth=1), pprint.pformat([((1,),)], depth=2))
print(pprint.pformat([()], depth=1), pprint.pformat([[]], depth=1), pprint.pformat([{}], depth=1))
pprint.pprint([((1,),), 'x'*80], depth=2)
for ind in (0, 1, 2, 4):
  for w in range(4, 16):
    for obj in ([651, 956], {651, 956}, [[651, 956]], (651, 956), [1, 22, 333, 4444], [[1, 22, 333], 4]):
      s = pprint.pformat(obj, width=w, indent=ind, compact=True)
      print(ind, w, obj, '|', s.replace('\n', '/'))
for w in range(10, 30):
    print(w, pprint.pformat(P(1, [1, 22, 333, 4444]), width=w).replace('\n', '/'))
    print(w, pprint.pformat((P(1, [1, 22, 333, 4444]), 1), width=w, compact=True)); print(pprint.pformat(P(1, [1, 22, 333, 4444]), width=w).replace('\n', '/'))
    print(w, pprint.pformat({'k': [1, 22, 333, 4444]}, width=w, compact=True)); print(pprint.pformat(P(1, [1, 22, 333, 4444]), width=w).replace('\n', '/'))
    print(w, pprint.pformat({'k': [1, 22, 333, 4444], 'j': 0}, width=w, compact=True)); print(pprint.pformat(P(1, [1, 22, 333, 4444]), width=w).replace('\n', '/'))
    print(w, pprint.pformat([[1, 22, 333, 4444], 0], width=w, compact=True)); print(pprint.pformat(P(1, [1, 22, 333, 4444]), width=w).replace('\n', '/'))
for w in range(10, 30):
    print(w, pprint.pformat(P(1, [1, 22, 333, 4444]), width=w).replace('\n', '/'))
    print(w, pprint.pformat([P(1, [1, 22, 333, 4444])], width=w).replace('\n', '/'))
    print(w, pprint.pformat([P(1, "abc def ghi jkl"), 1], width=w).replace('\n', '/'))
    print(w, pprint.pformat(P(1, b"abcdefghijklm"), width=w).replace('\n', '/'))
for w in range(10, 40):
    print(w, pprint.pformat(collections.ChainMap({'a': 1}, {'b': [1, 22, 333]}), width=w).replace('\n', '/'))
    print(w, pprint.pformat([collections.ChainMap({'a': 1}, {'b': 'abc def ghi'}), 1], width=w).replace('\n', '/'))
    print(w, pprint.pformat(collections.UserList([1, 22, 333, 4444, 5]), width=w, compact=True).replace('\n', '/'))
    print(w, pprint.pformat([collections.UserDict({'b': [1, 22, 333]}), 1], width=w).replace('\n', '/'))
