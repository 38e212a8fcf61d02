class AppError(Exception):
    pass
class NotFound(AppError):
    def __init__(self, resource, ident):
        super().__init__(resource, ident)
        self.resource = resource
        self.ident = ident
    def __str__(self):
        return f"{self.resource} #{self.ident} not found"
class Invalid(AppError):
    def __init__(self, msg, field="?"):
        super().__init__(msg)
        self.field = field
for exc in [NotFound("user", 7), Invalid("too short", field="name"), AppError("generic", 1), AppError()]:
    try:
        raise exc
    except AppError as e:
        print(type(e).__name__, "|", e, "|", e.args, "|", repr(e) if not isinstance(e, NotFound) else "-")
try:
    raise Invalid("x")
except NotFound:
    print("wrong")
except Invalid as e:
    print("field", e.field)
print(issubclass(NotFound, AppError), issubclass(AppError, Exception), isinstance(Invalid("m"), Exception))
