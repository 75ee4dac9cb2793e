#import "ARSync.h"

/// Sets the post-sync defaults saying when
/// things have been completed.


@interface ARSyncDefaults : NSObject <ARSyncPlugin>

@end
