#import "ARSync.h"


/// Generates a sync log
@interface ARSyncLogger : NSObject <ARSyncPlugin>


@end
