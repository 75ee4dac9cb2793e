//
//  TextViewNoInsets.h
//  iNaturalist
//
//  Created by Alex Shepard on 5/21/19.
//  Copyright © 2019 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

IB_DESIGNABLE
@interface TextViewNoInsets : UITextView
@end
