/* Only <librsvg/rsvg.h>: its sub-headers #error unless reached through it. */
#define RSVG_DISABLE_DEPRECATION_WARNINGS 1
#include <librsvg/rsvg.h>
