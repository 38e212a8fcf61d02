café = "coffee"
naïve = 1
π = 3.14159
print(café, naïve, π)
_private = 1
__dunder_like = 2
CamelCase = 3
snake_case_name_123 = 4
print(_private, __dunder_like, CamelCase, snake_case_name_123)
données = {"clé": "valeur"}
print(données["clé"])
