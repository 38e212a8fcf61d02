try:
    {"a": 1}["b"]
except KeyError as e:
    print(e.args, e.args[0], str(e), repr(e))
try:
    int("q")
except ValueError as e:
    print(e.args)
class WithCode(Exception):
    def __init__(self, message, code):
        super().__init__(message)
        self.code = code
try:
    raise WithCode("failed", 404)
except WithCode as e:
    print(e, e.code, e.args)
e = ValueError("x", "y")
print(str(e), e.args[1])
e2 = Exception()
print(repr(str(e2)), e2.args)
