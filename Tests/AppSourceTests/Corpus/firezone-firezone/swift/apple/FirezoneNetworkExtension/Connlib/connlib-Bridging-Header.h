#ifndef connlib_Bridging_Header_h
#define connlib_Bridging_Header_h

// Import the generated UniFFI C header
#import "connlibFFI.h"

#endif /* connlib_Bridging_Header_h */
