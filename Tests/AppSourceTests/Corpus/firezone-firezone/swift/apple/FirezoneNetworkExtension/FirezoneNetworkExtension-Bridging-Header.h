//
//  Use this file to import your target's public headers that you would like to expose to Swift.
//

// UniFFI generated header
#include "Connlib/Generated/connlibFFI.h"

#include <resolv.h>
