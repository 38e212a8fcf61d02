# CPython refuses more than 20 statically nested blocks (loops, try, with), at compile time.
x = 1
def f():
 for a in x:
  for a in x:
   for a in x:
    for a in x:
     for a in x:
      for a in x:
       for a in x:
        for a in x:
         for a in x:
          for a in x:
           for a in x:
            for a in x:
             for a in x:
              for a in x:
               for a in x:
                for a in x:
                 for a in x:
                  for a in x:
                   for a in x:
                    for a in x:
                     for a in x:
                      pass
