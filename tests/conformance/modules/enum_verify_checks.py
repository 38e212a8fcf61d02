from enum import Enum, IntEnum, Flag, IntFlag, verify, NAMED_FLAGS, CONTINUOUS, UNIQUE
def ch(cls, *chk):
    try: verify(*chk)(cls); print('ok')
    except Exception as e: print(type(e).__name__, e)
ch(Flag('Y', [('A',1),('B',2),('C',7)]), NAMED_FLAGS)
ch(Flag('Y', [('A',1),('C',7),('D',9)]), NAMED_FLAGS)
ch(Flag('Y', [('A',1),('C',14)]), NAMED_FLAGS)
ch(Flag('Y', [('A',1),('B',2),('C',3)]), NAMED_FLAGS)
ch(Enum('Y', [('A',1),('B',3)]), NAMED_FLAGS)
ch(Flag('Y', [('A',1),('B',2),('C',3),('D',16)]), CONTINUOUS)
ch(Enum('Y', [('A',1),('B',3),('C',1)]), CONTINUOUS)
ch(IntEnum('X', [('A',1),('B',4),('C',6)]), CONTINUOUS)
ch(IntEnum('X', [('A',1),('B',2),('C',3)]), CONTINUOUS, UNIQUE)
ch(IntEnum('X', [('A',5)]), CONTINUOUS)
ch(IntEnum('X', [('A',1),('B',5),('C',2)]), CONTINUOUS)
ch(IntFlag('Z', [('A',1),('B',4)]), CONTINUOUS)
class E(Enum): pass
class I(IntEnum): pass
class F(Flag): pass
for c in (E, I, F, Enum):
    for v in (1, 'x', None):
        try: c(v)
        except Exception as e: print(type(e).__name__, e)
class G(Enum):
    @classmethod
    def _missing_(cls, v): return 5
try: G(1)
except Exception as e: print(type(e).__name__, e)
class H(Enum):
    A = 1
print(H(1), H.A)
