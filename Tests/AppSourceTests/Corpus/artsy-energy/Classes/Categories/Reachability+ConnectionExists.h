#import <Reachability/Reachability.h>


@interface Reachability (ConnectionExists)
+ (BOOL)connectionExists;
@end
