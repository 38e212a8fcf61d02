# traceback.print_exc/print_exception write the report to the file they are given, one
# write() per piece as CPython's print(line, file=f, end='') makes them.
import io
import re
import traceback
def risky():
    raise ValueError("boom")
try:
    risky()
except ValueError:
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    print(re.sub(r'File "[^"]*/([^"/]+)"', r'File "\1"', buf.getvalue()))
    buf = io.StringIO()
    traceback.print_exception(KeyError("k"), file=buf)
    traceback.print_exception(type(ValueError()), ValueError("legacy"), None, file=buf)
    print(repr(buf.getvalue()))
class Log:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
log = Log()
try:
    {}["missing"]
except KeyError:
    traceback.print_exc(file=log)
print(len(log.parts) > 2, log.parts[-1])
print("continued")
