class Animal:
    sound = "..."
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} says {self.sound}"
    def kind(self):
        return "animal"
class Dog(Animal):
    sound = "woof"
    def kind(self):
        return "dog, a kind of " + super().kind()
class Puppy(Dog):
    def __init__(self, name, age):
        super().__init__(name)
        self.age = age
    def speak(self):
        return super().speak() + f" (age {self.age})"
for a in [Animal("generic"), Dog("rex"), Puppy("bit", 1)]:
    print(a.speak(), "|", a.kind())
print(isinstance(Puppy("x", 1), Animal), issubclass(Puppy, Dog), issubclass(Animal, Dog))
print(isinstance(Dog("d"), (int, Animal)), issubclass(Dog, (str, Animal)))
