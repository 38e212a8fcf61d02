# Private-name mangling skips names that end in two underscores, `__` and `___` included.
from dataclasses import dataclass, KW_ONLY, fields


class X:
    __ = 1
    ___ = 2
    __a = 3
    __b__ = 4
    _c = 5

    def get(self):
        return self.__, self.___, self.__a, self.__b__

    def local(self):
        __ = "local"
        return __


print(sorted(k for k in vars(X) if not k.startswith("__") or k in ("__", "___")))
print(X().get())
print(X().local())
print(X.__, X.___, X._X__a)


@dataclass
class P:
    a: int
    __: KW_ONLY
    b: int = 0


print([f.name for f in fields(P)])
print(P(1, b=2))
try:
    P(1, 2)
except TypeError as e:
    print("TypeError:", e)


class Y:
    def f(self, __=7, *, __k=8):
        return __, __k


print(Y().f())
print(Y().f(__=3, _Y__k=4))
