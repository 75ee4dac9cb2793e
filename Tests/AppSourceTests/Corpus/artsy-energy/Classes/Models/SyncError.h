#import "_SyncError.h"


@interface SyncError : _SyncError

@end
