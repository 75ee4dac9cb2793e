#import <Foundation/Foundation.h>
@interface PodsDummy_Auth0 : NSObject
@end
@implementation PodsDummy_Auth0
@end
