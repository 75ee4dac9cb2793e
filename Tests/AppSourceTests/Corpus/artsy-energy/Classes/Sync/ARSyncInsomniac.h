#import "ARSync.h"

/// Ensures the device doesnt sleep during a sync


@interface ARSyncInsomniac : NSObject <ARSyncPlugin>

@end
