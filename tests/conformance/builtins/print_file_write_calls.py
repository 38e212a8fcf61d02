# print(..., file=f) calls f.write once per item, separator and end (the end even when empty),
# and f.flush() for flush=True, as CPython does.
class W:
    def __init__(self): self.parts=[]
    def write(self, s): self.parts.append(s)
    def flush(self): self.parts.append('<flush>')
w=W(); print('a', 1, None, sep='-', end='', file=w); print(file=w); print('x', file=w, flush=True); print(w.parts)
class N: pass
try: print('x', file=N())
except AttributeError as e: print(e)
class NF:
    def write(self, s): pass
print('y', file=NF(), flush=False)
try: print('y', file=NF(), flush=True)
except AttributeError as e: print(e)
print('done')
