// Every packaged expat (Debian, Homebrew) is built with DTD support; the header only declares
// the billion-laughs guard's setters when told so.
#define XML_DTD 1
#include <expat.h>
