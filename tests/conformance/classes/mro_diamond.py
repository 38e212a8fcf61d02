class A:
    def who(self):
        return "A"
    def chain(self):
        return ["A"]
class B(A):
    def who(self):
        return "B"
    def chain(self):
        return ["B"] + super().chain()
class C(A):
    def who(self):
        return "C"
    def chain(self):
        return ["C"] + super().chain()
class D(B, C):
    def chain(self):
        return ["D"] + super().chain()
class E(C, B):
    pass
print(D().who(), D().chain())
print(E().who(), E().chain())
class F(D):
    pass
print(F().who(), F().chain(), isinstance(F(), C))
