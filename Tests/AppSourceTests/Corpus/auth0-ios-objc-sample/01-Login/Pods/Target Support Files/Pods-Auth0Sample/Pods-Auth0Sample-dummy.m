#import <Foundation/Foundation.h>
@interface PodsDummy_Pods_Auth0Sample : NSObject
@end
@implementation PodsDummy_Pods_Auth0Sample
@end
