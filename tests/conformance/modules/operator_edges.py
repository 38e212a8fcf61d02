# operator: the dunder aliases, in-place operators on mutable and immutable values, reprs of
# the getter objects, length_hint/index/countOf/indexOf edges, error messages.
import operator as op

def err(label, fn, *a, **k):
    try:
        print(label, "->", fn(*a, **k))
    except Exception as e:
        print(label, "->", type(e).__name__, e)

print(len(op.__all__), sorted(op.__all__)[:5])
print(op.__add__ is op.add, op.__iadd__ is op.iadd, op.__not__ is op.not_, op.__inv__ is op.inv,
      op.__invert__ is op.invert, op.__call__ is op.call, op.__concat__ is op.concat)
print([n for n in dir(op) if n.startswith('__') and n.endswith('__') and hasattr(op, n[2:-2])][:10])
print(op.matmul.__name__, op.add.__name__, op.truth(5), op.not_([]), op.is_(1, 1))

x = [1]
y = op.iadd(x, [2])
print(x, y is x, op.iconcat([1], (2,)), op.isub(5, 2), op.imul([0], 3), op.itruediv(7, 2),
      op.ifloordiv(7, 2), op.imod(7, 3), op.ipow(2, 5), op.ilshift(1, 3), op.irshift(16, 2),
      op.iand(6, 3), op.ior(6, 3), op.ixor(6, 3))
s = {1}
print(op.ior(s, {2}) is s, s, op.iand({1, 2}, {2}), op.isub({1, 2}, {1}))
class M:
    def __init__(self, v): self.v = v
    def __matmul__(self, o): return M(self.v * o.v)
    def __imatmul__(self, o):
        self.v += o.v
        return self
    def __repr__(self): return f"M({self.v})"
print(op.matmul(M(2), M(3)), op.imatmul(M(2), M(3)))
err("iconcat int", op.iconcat, 1, 2)
err("concat tuple+list", op.concat, (1,), [2])
print(op.concat("ab", "cd"), op.concat((1,), (2,)))

print(op.index(True), op.index(10))
class Idx:
    def __index__(self): return 3
print(op.index(Idx()), [0, 1, 2, 3][op.index(Idx())])
err("index str", op.index, "1")
err("index float", op.index, 2.0)

class NoLen:
    pass
class BadHint:
    def __length_hint__(self): return "x"
class NegHint:
    def __length_hint__(self): return -1
class NIHint:
    def __length_hint__(self): return NotImplemented
print(op.length_hint([1, 2, 3]), op.length_hint(NoLen()),
      op.length_hint(NoLen(), 7), op.length_hint(NIHint(), 2), op.length_hint(range(10)))
err("hint str", op.length_hint, BadHint())
err("hint neg", op.length_hint, NegHint())
err("hint default", op.length_hint, [], "x")

print(op.countOf([1, 2, 1, 1.0, True], 1), op.countOf("banana", "a"), op.indexOf((3, 4, 5), 5))
nan = float("nan")
print(op.countOf([nan, nan], nan), op.indexOf([nan], nan))
err("indexOf missing", op.indexOf, [1, 2], 3)
print(op.contains({"a": 1}, "a"), op.contains("abc", "bc"))
err("contains int", op.contains, 5, 1)

d = {}
op.setitem(d, "k", 1)
print(d, op.getitem(d, "k"), op.getitem("hello", slice(1, 3)))
op.delitem(d, "k")
err("delitem missing", op.delitem, d, "k")
err("getitem missing", op.getitem, [1], 5)
print(op.call(sorted, [3, 1], reverse=True), op.call(lambda *a, **k: (a, k), 1, x=2))
err("call noncallable", op.call, 5)

ig = op.itemgetter(1)
print(repr(ig), repr(op.itemgetter(1, "a", (2, 3))), repr(op.itemgetter(slice(1, 2))))
print(ig("abc"), op.itemgetter(0, -1)("hello"), op.itemgetter("a", "b")({"a": 1, "b": 2}))
err("itemgetter noargs", op.itemgetter)
err("itemgetter call missing", ig, [])
ag = op.attrgetter("real")
print(repr(ag), repr(op.attrgetter("a.b", "c")), ag(3), op.attrgetter("real", "imag")(7))
err("attrgetter int", op.attrgetter, 5)
err("attrgetter int in many", op.attrgetter, "a", 5)
err("attrgetter noargs", op.attrgetter)
err("attrgetter missing", op.attrgetter("nope"), 1)
class Node:
    def __init__(self, v, nxt=None):
        self.v, self.nxt = v, nxt
n = Node(1, Node(2, Node(3)))
print(op.attrgetter("nxt.nxt.v")(n), op.attrgetter("v", "nxt.v")(n))
err("attrgetter chain missing", op.attrgetter("nxt.nxt.nxt.v"), n)
mc = op.methodcaller("split", ",", maxsplit=1)
print(repr(mc), mc("a,b,c"), repr(op.methodcaller("upper")), op.methodcaller("upper")("x"))
print(repr(op.methodcaller("f", 1, "two", k=[3])))
err("methodcaller int", op.methodcaller, 5)
err("methodcaller noargs", op.methodcaller)
err("methodcaller missing", op.methodcaller("nope"), 1)
print(type(ig).__name__, type(ag).__name__, type(mc).__name__)
print(sorted([(1, 'b'), (0, 'c'), (1, 'a')], key=op.itemgetter(0)), max([{'n': 3}, {'n': 9}], key=op.itemgetter('n')))
import functools
print(functools.reduce(op.mul, range(1, 6)), list(map(op.neg, [1, -2])), list(map(op.add, [1, 2], [10, 20])))
print(list(map(op.methodcaller('strip'), [' a ', 'b '])), list(filter(op.truth, [0, 1, '', 'x'])))
err("add mismatched", op.add, 1, "a")
err("lt mismatched", op.lt, 1, "a")
print(op.pos(True), op.neg(False), op.abs(-2.5), op.invert(True), op.truediv(1, 4), op.floordiv(-7, 2), op.mod(-7, 2))
