# copy: stdlib types (namedtuple, collections, dataclasses, enum, datetime), reduce/state protocol order,
# builtin-subclass reconstruction and uncopyable builtins.
import copy, collections, dataclasses, datetime, enum, fractions
P = collections.namedtuple('P', 'x y')
p = P(1, [2])
print(copy.copy(p), copy.deepcopy(p), copy.deepcopy(p)[1] is p[1])
dd = collections.defaultdict(list, a=[1])
d2 = copy.deepcopy(dd); d2['b'].append(1); print(type(d2).__name__, dict(d2), d2.default_factory is list)
d3 = copy.copy(dd); print(dict(d3), d3['a'] is dd['a'])
od = collections.OrderedDict([('b', 1), ('a', [2])]); print(copy.deepcopy(od), copy.copy(od))
c = collections.Counter('abca'); print(copy.deepcopy(c), copy.copy(c))
dq = collections.deque([1, [2]], maxlen=5); e = copy.deepcopy(dq); print(e, e[1] is dq[1], copy.copy(dq))
@dataclasses.dataclass
class D:
    a: int
    b: list
x = D(1, [2]); y = copy.deepcopy(x); print(y, y.b is x.b, copy.copy(x).b is x.b)
class Color(enum.Enum):
    RED = 1
print(copy.copy(Color.RED) is Color.RED, copy.deepcopy([Color.RED])[0] is Color.RED)
print(copy.deepcopy(fractions.Fraction(1, 3)), copy.deepcopy(datetime.date(2020, 1, 2)))
def g(): yield 1
try: print(type(copy.copy(g())).__name__)
except Exception as ex: print(type(ex).__name__, ex)
try: print(type(copy.deepcopy(g())).__name__)
except Exception as ex: print(type(ex).__name__, ex)
class K:
    def m(self): return self
k = K()
bm = copy.copy(k.m); print(bm() is k)
class G:
    def __init__(self): self.a = 1
    def __getstate__(self): print('get'); return {}
    def __setstate__(self, s): print('set', s)
g = copy.copy(G()); print(vars(g))
class G0:
    def __getstate__(self): return 0
    def __setstate__(self, s): print('set0', s)
copy.copy(G0())
class E(Exception):
    def __init__(self, a, b):
        print('E init', a, b)
        super().__init__(a, b)
e = E(1, [2]); e.x = 5
e2 = copy.deepcopy(e); print(e2.args, e2.x, e2.args[1] is e.args[1])
class E1(Exception):
    def __init__(self, a, b):
        super().__init__(f'{a}-{b}')
try: copy.copy(E1(1, 2))
except Exception as ex: print(type(ex).__name__, ex)
print(vars(ValueError('q')))
class St(str): pass
s = St('hey'); s.z = 1; s2 = copy.copy(s); print(type(s2).__name__, s2, s2.z)
class By(bytes): pass
print(type(copy.deepcopy(By(b'ab'))).__name__)
class ML(list):
    def append(self, v): print('ML.append', v); super().append(v)
    def extend(self, v): print('ML.extend', v); super().extend(v)
m = ML([1,2]); m.t = 1; print(copy.copy(m), copy.deepcopy(m))
class MD(dict):
    def __setitem__(self, k, v): print('MD.set', k); super().__setitem__(k, v)
print(copy.copy(MD(a=1)))
class MS(set):
    def __init__(self, *a): print('MS.init', a); super().__init__(*a)
print(copy.copy(MS([1])))
P = collections.namedtuple('P', 'x y')
class PP(P):
    def __new__(cls, *a): print('PP.new', a); return super().__new__(cls, *a)
print(copy.copy(PP(1,2)))
class TT(tuple):
    def __new__(cls, *a): print('TT.new', a); return super().__new__(cls, *a)
print(copy.copy(TT((1,2))))
class Slotted:
    __slots__ = ('a', 'b')
s = Slotted(); s.a = 1
print(copy.copy(s).a, hasattr(copy.copy(s), 'b'))
class Order:
    def __init__(self): self.log = []
    def __setstate__(self, st): print('setstate first', st)
    def append(self, v): print('append', v)
    def __reduce__(self): return (Order, (), {'s': 1}, iter([1, 2]), iter([('k', 'v')]))
    def __setitem__(self, k, v): print('setitem', k, v)
copy.copy(Order())
