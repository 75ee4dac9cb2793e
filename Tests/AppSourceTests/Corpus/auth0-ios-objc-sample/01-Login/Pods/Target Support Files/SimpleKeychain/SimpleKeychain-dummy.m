#import <Foundation/Foundation.h>
@interface PodsDummy_SimpleKeychain : NSObject
@end
@implementation PodsDummy_SimpleKeychain
@end
