# The types module: names for the interpreter's types, SimpleNamespace, MappingProxyType,
# MethodType, ModuleType and the class-making helpers.
import types


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


# the type names
def plain():
    pass


def gen():
    yield 1


async def coro():
    pass


async def agen():
    yield 1


class K:
    def m(self):
        pass


c = coro()
print(type(plain) is types.FunctionType, type(lambda: 0) is types.LambdaType)
print(type(gen()) is types.GeneratorType, type(c) is types.CoroutineType, type(agen()) is types.AsyncGeneratorType)
c.close()
print(type(K().m) is types.MethodType, type(len) is types.BuiltinFunctionType)
print(type(types) is types.ModuleType, type(K.__dict__) is types.MappingProxyType)
print(type(None) is types.NoneType, type(...) is types.EllipsisType, type(NotImplemented) is types.NotImplementedType)
print(type(int | str) is types.UnionType, type(list[int]) is types.GenericAlias)
print(isinstance(plain, types.FunctionType), isinstance(gen(), types.GeneratorType), isinstance(1, types.FunctionType))
for t in (types.FunctionType, types.LambdaType, types.GeneratorType, types.CoroutineType, types.AsyncGeneratorType,
          types.MethodType, types.BuiltinFunctionType, types.ModuleType, types.MappingProxyType, types.NoneType,
          types.EllipsisType, types.NotImplementedType, types.UnionType, types.GenericAlias, types.SimpleNamespace):
    print(t, t.__name__)

# SimpleNamespace
ns = types.SimpleNamespace(a=1, b='x')
print(ns, ns.a, ns.b, vars(ns))
ns.c = [1, 2]
del ns.a
print(ns, hasattr(ns, 'a'))
print(ns == types.SimpleNamespace(b='x', c=[1, 2]), ns != types.SimpleNamespace(), ns == 1)
print(types.SimpleNamespace(), repr(types.SimpleNamespace(x=types.SimpleNamespace(y=None))))
ns.me = ns
print(ns)
show('positional', lambda: types.SimpleNamespace(1))
show('hash', lambda: hash(types.SimpleNamespace()))
show('missing', lambda: types.SimpleNamespace().nope)


class Config(types.SimpleNamespace):
    def total(self):
        return sum(vars(self).values())


cfg = Config(x=1, y=2)
print(cfg, cfg.total(), cfg == types.SimpleNamespace(x=1, y=2), isinstance(cfg, types.SimpleNamespace))
print(types.SimpleNamespace(**{'key': 'value'}), sorted(vars(types.SimpleNamespace(b=2, a=1))))

# MappingProxyType
d = {'a': 1}
p = types.MappingProxyType(d)
print(p, repr(p), p['a'], len(p), list(p), 'a' in p, p.get('z', 0))
d['b'] = 2
print(p, list(p.keys()), list(p.values()), list(p.items()), p.copy())
print(p == {'a': 1, 'b': 2}, {'a': 1, 'b': 2} == p, p != d)
show('set item', lambda: p.__setitem__('c', 3))
show('not a mapping', lambda: types.MappingProxyType([1]))
show('int', lambda: types.MappingProxyType(1))


def assign():
    p['c'] = 3


def delete():
    del p['a']


show('assign', assign)
show('delete', delete)
print(types.MappingProxyType(p), types.MappingProxyType[str, int])

# MethodType
class Counter:
    def __init__(self):
        self.n = 0


def bump(self, by=1):
    self.n += by
    return self.n


cnt = Counter()
cnt.bump = types.MethodType(bump, cnt)
print(cnt.bump(), cnt.bump(5), cnt.bump.__self__ is cnt, cnt.bump.__func__ is bump)
print(types.MethodType(len, 'abc')())
show('not callable', lambda: types.MethodType(1, 2))
show('None instance', lambda: types.MethodType(len, None))
show('one arg', lambda: types.MethodType(len))

# ModuleType
m = types.ModuleType('scratch', 'A scratch module.')
m.value = 42
print(m, m.__name__, m.__doc__, m.value, types.ModuleType('other').__doc__)
print(sorted(k for k in vars(m)))
show('no name', lambda: types.ModuleType())
show('bad name', lambda: types.ModuleType(1))

# new_class, resolve_bases, prepare_class
Point = types.new_class('Point', (), exec_body=lambda ns: ns.update(x=0, y=0))
print(Point.__name__, Point.x, Point().y)
Sub = types.new_class('Sub', (list[int],))
print(Sub.__bases__, Sub.__orig_bases__, Sub([1]))
print(types.resolve_bases((int, list[str])), types.resolve_bases((int,)))
print(types.prepare_class('Z', (int,)))


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        return {'prepared': True}


WithMeta = types.new_class('WithMeta', (), {'metaclass': Meta})
print(type(WithMeta).__name__, WithMeta.prepared)

# a mappingproxy's | makes a dict; |= is refused
print(p | {'c': 3}, {'c': 3} | p)


def ior():
    global p
    p |= {'d': 4}


show('|=', ior)

# dataclasses' Field.metadata is a MappingProxyType
import dataclasses


@dataclasses.dataclass
class Item:
    name: str = dataclasses.field(metadata={'unit': 'kg'})
    qty: int = 0


f_name, f_qty = dataclasses.fields(Item)
print(f_name.metadata, type(f_name.metadata) is types.MappingProxyType, f_qty.metadata, type(f_qty.metadata).__name__)
merged = {'z': 0}
merged |= p
print(merged)
show('set | proxy', lambda: {1} | p)
