#import "ARSync.h"

/// Records analytics events from the sync


@interface ARSyncAnalytics : NSObject <ARSyncPlugin>

@end
