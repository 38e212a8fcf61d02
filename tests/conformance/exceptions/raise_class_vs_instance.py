try:
    raise ValueError
except ValueError as e:
    print(repr(e), e.args)
try:
    raise KeyError
except KeyError as e:
    print(repr(e), str(e) == "")
class MyErr(Exception):
    def __init__(self):
        super().__init__("made by class")
try:
    raise MyErr
except MyErr as e:
    print(e)
try:
    raise 42
except TypeError as e:
    print("TypeError:", e)
