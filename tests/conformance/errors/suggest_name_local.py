# NameError suggestions: a local variable of the frame is offered first; str(e) has no suggestion.
def area(width, height):
    length = width * height
    try:
        return lenght
    except NameError as e:
        print(str(e))
        print(e.name)
    return length

print(area(3, 4))

def compute():
    length = 10
    return lenght + 1

compute()
