# An exception from a @contextmanager's with body propagates with the traceback of where the
# body raised: CPython resets __traceback__ after throwing it into the generator, so neither
# the generator's frame nor __exit__'s shows (sync and async).
import asyncio
import re
import traceback
from contextlib import contextmanager, asynccontextmanager
def show(text):
    print(re.sub(r'File "[^"]*/([^"/]+)"', r'File "\1"', text))
@contextmanager
def transaction(name):
    print("begin", name)
    try:
        yield name
        print("commit", name)
    except Exception:
        print("rollback", name)
        raise
def work():
    with transaction("t1"):
        raise ValueError("bad row")
try:
    work()
except ValueError:
    show(traceback.format_exc())
def outer():
    with transaction("t3") as name:
        helper(name)
def helper(name):
    raise KeyError(name)
try:
    outer()
except KeyError:
    show(traceback.format_exc())
@asynccontextmanager
async def session():
    print("open")
    try:
        yield
    finally:
        print("close")
async def main():
    async with session():
        raise RuntimeError("in async body")
try:
    asyncio.run(main())
except RuntimeError:
    # (asyncio's own frames differ: DEVIATIONS.md) the frames from main() on
    show("\n".join(traceback.format_exc().splitlines()[-3:]))
with transaction("t2"):
    raise TypeError("top level")
