# A name too far from every attribute gets no suggestion; long names never match.
class Point:
    def __init__(self):
        self.x = 1
        self.y = 2

p = Point()
try:
    p.a_very_long_attribute_name_that_is_longer_than_forty_bytes
except AttributeError as e:
    print(e)
print(p.zzz)
