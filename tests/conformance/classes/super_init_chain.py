class Base:
    def __init__(self, **kw):
        print("Base init", sorted(kw))
        self.base = True
class Left(Base):
    def __init__(self, left=0, **kw):
        print("Left init", left)
        self.left = left
        super().__init__(**kw)
class Right(Base):
    def __init__(self, right=0, **kw):
        print("Right init", right)
        self.right = right
        super().__init__(**kw)
class Both(Left, Right):
    def __init__(self, **kw):
        print("Both init")
        super().__init__(**kw)
b = Both(left=1, right=2, extra=3)
print(b.left, b.right, b.base)
