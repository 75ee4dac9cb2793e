#import <React/RCTBridgeModule.h>

@interface RNAppAuth : NSObject <RCTBridgeModule>

@end
  
