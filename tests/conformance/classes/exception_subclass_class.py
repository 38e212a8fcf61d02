class ValidationError(ValueError):
    def __init__(self, field, problem):
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")
def validate(rec):
    if "name" not in rec:
        raise ValidationError("name", "required")
    if not isinstance(rec.get("age"), int):
        raise ValidationError("age", "must be int")
    return True
for rec in [{"name": "a", "age": 3}, {"age": 1}, {"name": "b", "age": "x"}]:
    try:
        print(validate(rec))
    except ValueError as e:
        print(type(e).__name__, e, e.field, isinstance(e, ValidationError))
