class A:
    @property
    def p(self): return 1
    def __setattr__(self, n, v): raise TypeError("no " + n)
try: A().p = 2
except TypeError as e: print('TypeError', e)
class B:
    def __init__(self): self._p = 0
    @property
    def p(self): return self._p
    @p.setter
    def p(self, v): print('setter', v); self._p = v
    def __setattr__(self, n, v):
        print('setattr', n)
        super().__setattr__(n, v)
b = B(); b.p = 5; print(b.p)
object.__setattr__(b, 'p', 7); print(b.p)
class C:
    @property
    def q(self): return 1
try: object.__setattr__(C(), 'q', 3)
except AttributeError as e: print('AttributeError', e)
import uuid
u = uuid.UUID('12345678123456781234567812345678')
try: u.hex = 'x'
except TypeError as e: print('TypeError', e)
