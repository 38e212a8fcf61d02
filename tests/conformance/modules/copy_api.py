# copy: shallow and deep copies of builtins, user classes, hooks, memo and recursive structures.
import copy


def attempt(label, fn, *args):
    try:
        print(label, fn(*args))
    except Exception as e:
        print(label, type(e).__name__, e)


# Atomic values come back as themselves from both functions.
def plain():
    return 1


class Marker:
    pass


atoms = [None, 0, 7, -2.5, True, 'text', b'raw', Ellipsis, NotImplemented, range(3), len,
         plain, Marker, int, slice(1, 2), 10 ** 30, (1, 'a', None), frozenset([1, 2]), ()]
print([copy.copy(v) is v for v in atoms])
print([copy.deepcopy(v) is v for v in atoms])

# Containers: new outer object, shared (shallow) or copied (deep) inner objects.
inner = [1, 2]
for box in [[inner, 3], {'k': inner, 'n': 1}, (inner, 4), bytearray(b'xy'), {1, 2, 3}]:
    s = copy.copy(box)
    d = copy.deepcopy(box)
    print(type(s).__name__, s == box, s is box, d == box, d is box)
print(copy.copy([inner])[0] is inner, copy.deepcopy([inner])[0] is inner)
print(copy.copy({'a': inner})['a'] is inner, copy.deepcopy({'a': inner})['a'] is inner)
print(copy.deepcopy((inner,))[0] is inner, copy.deepcopy(frozenset([(1, 2)])) == frozenset([(1, 2)]))
print(list(copy.deepcopy({'z': 1, 'a': 2, 'm': 3})), copy.copy(bytearray(b'q')) + b'!')
print(copy.deepcopy([{'a': [1, {2: (3, [4])}]}, set(), {}]))

# Shared references stay shared inside one deepcopy; cycles are preserved.
shared = {'s': 1}
pair = copy.deepcopy([shared, shared, (shared,)])
print(pair[0] is pair[1], pair[2][0] is pair[0], pair[0] is shared)
loop = {'name': 'loop'}
loop['self'] = loop
dl = copy.deepcopy(loop)
print(dl['self'] is dl, dl is not loop, dl['name'])
holder = []
tup = (holder, 1)
holder.append(tup)
dt = copy.deepcopy(tup)
print(dt[0][0] is dt, dt is not tup, dt[0] is not holder, dt[1])
ring = [1]
ring.append(ring)
ring.append([ring])
dr = copy.deepcopy(ring)
print(dr[1] is dr, dr[2][0] is dr, len(dr))

# memo: a pre-seeded entry is used as the copy of that object.
keep = [9, 9]
doc = {'keep': keep, 'other': [1]}
memo = {id(keep): keep}
out = copy.deepcopy(doc, memo)
print(out['keep'] is keep, out['other'] is doc['other'], out == doc)
memo2 = {}
first = copy.deepcopy(doc, memo2)
again = copy.deepcopy(doc, memo2)
print(again is first, memo2[id(doc)] is first)


# Plain instances: attributes copied, __init__ not run.
class Node:
    inits = 0

    def __init__(self, value):
        Node.inits += 1
        self.value = value
        self.children = []

    def __repr__(self):
        return 'Node(%r, %r)' % (self.value, self.children)


root = Node(1)
root.children.append(Node(2))
root.children[0].parent = root
Node.inits = 0
sc = copy.copy(root)
dc = copy.deepcopy(root)
print(Node.inits, type(sc).__name__, sc.children is root.children, dc.children is root.children)
print(dc.children[0].parent is dc, sc.children[0].parent is root, dc.value, vars(sc).keys())
empty = Marker()
print(type(copy.copy(empty)).__name__, copy.deepcopy(empty) is empty, vars(copy.deepcopy(empty)))


# Hooks: __copy__ looked up on the class, __deepcopy__ receives the memo dict.
class Hooked:
    def __init__(self, n):
        self.n = n

    def __copy__(self):
        print('  __copy__ called')
        return Hooked(self.n + 1)

    def __deepcopy__(self, memo):
        print('  __deepcopy__ called with', type(memo).__name__, id(self) in memo)
        return Hooked(self.n + 100)


h = Hooked(1)
print(copy.copy(h).n)
print(copy.deepcopy(h).n)
got = copy.deepcopy([h, h])
print(got[0] is got[1], got[0].n)
print(copy.deepcopy(Hooked) is Hooked, copy.copy(Hooked) is Hooked)


class MemoUser:
    def __init__(self):
        self.items = []

    def __deepcopy__(self, memo):
        twin = MemoUser()
        memo[id(self)] = twin
        twin.items = copy.deepcopy(self.items, memo)
        return twin


mu = MemoUser()
mu.items.append(mu)
mu2 = copy.deepcopy(mu)
print(mu2.items[0] is mu2, mu2 is not mu)


# __getstate__ / __setstate__ pairs.
class Stateful:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    def __getstate__(self):
        print('  getstate')
        return {'a': self.a}

    def __setstate__(self, state):
        print('  setstate', sorted(state))
        self.__dict__.update(state)
        self.b = 'restored'


st = Stateful([1], 2)
s1 = copy.copy(st)
print(s1.a is st.a, s1.b)
s2 = copy.deepcopy(st)
print(s2.a == st.a, s2.a is st.a, s2.b)


class OnlySet:
    def __setstate__(self, state):
        print('  OnlySet.setstate', state)
        self.__dict__.update(state)
        self.seen = True


o = OnlySet()
o.x = 5
oc = copy.copy(o)
print(oc.x, oc.seen)
print(hasattr(copy.copy(OnlySet()), 'seen'))


# __reduce__ / __reduce_ex__ drive the copy when a class defines them.
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __reduce__(self):
        return (Point, (self.x, self.y))

    def __repr__(self):
        return 'Point(%r, %r)' % (self.x, self.y)


class Versioned:
    def __init__(self, v):
        self.v = v

    def __reduce_ex__(self, protocol):
        return (Versioned, (self.v + protocol,))


class Singleton:
    def __reduce__(self):
        return 'THE_ONE'


THE_ONE = Singleton()


def rebuild(cls):
    print('  rebuild', cls.__name__)
    return cls()


class Full:
    def __init__(self):
        self.items = []
        self.pairs = {}
        self.tag = None

    def append(self, v):
        self.items.append(v)

    def __setitem__(self, k, v):
        self.pairs[k] = v

    def __reduce__(self):
        return (rebuild, (Full,), {'tag': [self.tag]}, iter(self.items), iter(self.pairs.items()))


class WithNone:
    def __init__(self):
        self.v = 1

    def __reduce__(self):
        return (WithNone, (), None, None, None)


print(copy.copy(Point(1, 2)), copy.deepcopy([Point(3, [4])]), copy.deepcopy(Versioned(1)).v)
print(copy.copy(THE_ONE) is THE_ONE, copy.deepcopy(THE_ONE) is THE_ONE)
f = Full()
f.tag = 'T'
f.append([1])
f['k'] = [2]
fs = copy.copy(f)
fd = copy.deepcopy(f)
print(fs.items, fs.pairs, fs.tag, fs.items[0] is f.items[0])
print(fd.items, fd.pairs, fd.tag, fd.items[0] is f.items[0], fd.pairs['k'] is f.pairs['k'])
print(vars(copy.deepcopy(WithNone())))


# Subclasses of builtins keep their class, items and attributes.
class Tags(list):
    pass


class Table(dict):
    pass


class Bag(set):
    pass


class Pair(tuple):
    pass


class Num(int):
    pass


class Real(float):
    pass


t = Tags([1, [2]])
t.label = 'L'
tb = Table(a=[1])
tb.meta = {'m': 1}
for orig in [t, tb, Bag([1, 2]), Pair((1, [2])), Num(5), Real(2.5)]:
    s = copy.copy(orig)
    d = copy.deepcopy(orig)
    print(type(s).__name__, s == orig, s is orig, type(d).__name__, d == orig, vars(d))
print(copy.deepcopy(t)[1] is t[1], copy.copy(t)[1] is t[1], copy.deepcopy(tb).meta is tb.meta)

# Exceptions are copied with their args.
err = ValueError('bad', 3)
err.note = 'n'
ec = copy.copy(err)
ed = copy.deepcopy(err)
print(type(ec).__name__, ec.args, ec is err, ed.args, ed.note)


class MyErr(Exception):
    pass


me = copy.deepcopy(MyErr('x'))
print(type(me).__name__, me.args, str(me))

# The module's own names.
print(issubclass(copy.Error, Exception), copy.error is copy.Error)
try:
    raise copy.Error('nope')
except copy.Error as e:
    print('caught', e)
print(sorted(n for n in copy.__all__))
